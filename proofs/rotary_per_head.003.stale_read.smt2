; program rotary_per_head, triton_kernel_wrapper_functional_proxy_1.x_ptr: stale read (slice_scatter_1 reads slice_scatter vs triton_kernel_wrapper_functional_proxy_1 x_ptr=slice_4, carried)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r384_byte () Int)
(declare-fun r384_1 () Int)
(declare-fun r384_0 () Int)
(declare-fun byte () Int)
(declare-fun w385_byte () Int)
(declare-fun w385_1 () Int)
(declare-fun w385_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s386_byte () Int)
(declare-fun s386_1 () Int)
(declare-fun s386_0 () Int)
(assert
 (let ((?x531 (+ 0 (* 4 (+ 0 (+ (* r384_0 16) (* r384_1 1)))))))
 (and (and (>= r384_0 0) (< r384_0 8)) (and (>= r384_1 0) (< r384_1 16)) (and (>= r384_byte 0) (< r384_byte 4)) (= byte (+ ?x531 r384_byte)))))
(assert
 (let ((?x415 (+ 0 (* 4 (+ 8 (+ (* w385_0 16) (* w385_1 1)))))))
 (and (and (>= w385_0 0) (< w385_0 8)) (and (>= w385_1 0) (< w385_1 8)) (and (>= w385_byte 0) (< w385_byte 4)) (= byte (+ ?x415 w385_byte)))))
(assert
 (let (($x333 (= (mod (mod (- (div (- byte 0) 4) 8) 16) 1) 0)))
 (let (($x99 (< (div (mod (- (div (- byte 0) 4) 8) 16) 1) 8)))
 (let (($x172 (and (>= (- (div (- byte 0) 4) 8) 0) (< (div (- (div (- byte 0) 4) 8) 16) 8) $x99 $x333)))
 (or (or false) (not $x172))))))
(assert
 (>= held_byte0 0))
(assert
 (< held_byte0 4))
(assert
 (let ((?x531 (+ 0 (* 4 (+ 0 (+ (* r384_0 16) (* r384_1 1)))))))
 (= carried0 (+ ?x531 held_byte0))))
(assert
 (let ((?x579 (+ 0 (* 4 (+ 0 (+ (* s386_0 16) (* s386_1 1)))))))
(and (and (>= s386_0 0) (< s386_0 8)) (and (>= s386_1 0) (< s386_1 16)) (and (>= s386_byte 0) (< s386_byte 4)) (= carried0 (+ ?x579 s386_byte)))))
(check-sat)
