; program chain_column_blocks, triton_kernel_wrapper_functional_proxy_1.x_ptr: stale read (slice_scatter_1 reads slice_scatter vs triton_kernel_wrapper_functional_proxy_1 x_ptr=slice_4, carried)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r577_byte () Int)
(declare-fun r577_1 () Int)
(declare-fun r577_0 () Int)
(declare-fun byte () Int)
(declare-fun w578_byte () Int)
(declare-fun w578_1 () Int)
(declare-fun w578_0 () Int)
(declare-fun held_byte () Int)
(declare-fun observed () Int)
(declare-fun s579_byte () Int)
(declare-fun s579_1 () Int)
(declare-fun s579_0 () Int)
(assert
 (let ((?x1171 (+ 0 (* 4 (+ 0 (+ (* r577_0 32) (* r577_1 1)))))))
 (and (and (>= r577_0 0) (< r577_0 8)) (and (>= r577_1 0) (< r577_1 32)) (and (>= r577_byte 0) (< r577_byte 4)) (= byte (+ ?x1171 r577_byte)))))
(assert
 (let ((?x563 (+ 0 (* 4 (+ 8 (+ (* w578_0 32) (* w578_1 1)))))))
 (and (and (>= w578_0 0) (< w578_0 8)) (and (>= w578_1 0) (< w578_1 8)) (and (>= w578_byte 0) (< w578_byte 4)) (= byte (+ ?x563 w578_byte)))))
(assert
 (>= held_byte 0))
(assert
 (< held_byte 4))
(assert
 (let ((?x1171 (+ 0 (* 4 (+ 0 (+ (* r577_0 32) (* r577_1 1)))))))
 (= observed (+ ?x1171 held_byte))))
(assert
 (let ((?x11906 (+ 0 (* 4 (+ 16 (+ (* s579_0 32) (* s579_1 1)))))))
 (and (and (>= s579_0 0) (< s579_0 8)) (and (>= s579_1 0) (< s579_1 8)) (and (>= s579_byte 0) (< s579_byte 4)) (= observed (+ ?x11906 s579_byte)))))
(assert
 (let (($x49456 (= (mod (mod (- (div (- byte 0) 4) 8) 32) 1) 0)))
(let (($x165 (< (div (mod (- (div (- byte 0) 4) 8) 32) 1) 8)))
(let (($x1028 (and (>= (- (div (- byte 0) 4) 8) 0) (< (div (- (div (- byte 0) 4) 8) 32) 8) $x165 $x49456)))
(or (or false) (not $x1028))))))
(check-sat)
