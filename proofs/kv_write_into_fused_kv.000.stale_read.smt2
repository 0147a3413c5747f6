; program kv_write_into_fused_kv, triton_kernel_wrapper_functional_proxy.dst_ptr: stale read (slice_scatter reads slice_3 vs triton_kernel_wrapper_functional_proxy dst_ptr=slice_2, carried)
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
(declare-fun held_byte () Int)
(declare-fun observed () Int)
(declare-fun s386_byte () Int)
(declare-fun s386_1 () Int)
(declare-fun s386_0 () Int)
(assert
 (let ((?x838 (+ 0 (* 4 (+ 0 (+ (* r384_0 16) (* r384_1 1)))))))
 (and (and (>= r384_0 0) (< r384_0 4)) (and (>= r384_1 0) (< r384_1 16)) (and (>= r384_byte 0) (< r384_byte 4)) (= byte (+ ?x838 r384_byte)))))
(assert
 (let ((?x24 (+ 0 (* 4 (+ 0 (+ (* w385_0 16) (* w385_1 1)))))))
 (and (and (>= w385_0 0) (< w385_0 4)) (and (>= w385_1 0) (< w385_1 8)) (and (>= w385_byte 0) (< w385_byte 4)) (= byte (+ ?x24 w385_byte)))))
(assert
 (>= held_byte 0))
(assert
 (< held_byte 4))
(assert
 (let ((?x838 (+ 0 (* 4 (+ 0 (+ (* r384_0 16) (* r384_1 1)))))))
 (= observed (+ ?x838 held_byte))))
(assert
 (let ((?x49423 (+ 0 (* 4 (+ 0 (+ (* s386_0 16) (* s386_1 1)))))))
 (and (and (>= s386_0 0) (< s386_0 4)) (and (>= s386_1 0) (< s386_1 16)) (and (>= s386_byte 0) (< s386_byte 4)) (= observed (+ ?x49423 s386_byte)))))
(assert
 (let (($x855 (= (mod (mod (- (div (- byte 0) 4) 0) 16) 1) 0)))
(let (($x1667 (< (div (mod (- (div (- byte 0) 4) 0) 16) 1) 8)))
(let (($x753 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 16) 4) $x1667 $x855)))
(or (or false) (not $x753))))))
(check-sat)
