; program kv_write_k_and_v, triton_kernel_wrapper_functional_proxy.dst_ptr: stale read (slice_scatter reads arg1_1 vs triton_kernel_wrapper_functional_proxy dst_ptr=slice_1, carried)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r356_byte () Int)
(declare-fun r356_1 () Int)
(declare-fun r356_0 () Int)
(declare-fun byte () Int)
(declare-fun w357_byte () Int)
(declare-fun w357_1 () Int)
(declare-fun w357_0 () Int)
(declare-fun held_byte () Int)
(declare-fun observed () Int)
(declare-fun s358_byte () Int)
(declare-fun s358_1 () Int)
(declare-fun s358_0 () Int)
(assert
 (let ((?x252 (+ 0 (* 4 (+ 0 (+ (* r356_0 8) (* r356_1 1)))))))
 (and (and (>= r356_0 0) (< r356_0 16)) (and (>= r356_1 0) (< r356_1 8)) (and (>= r356_byte 0) (< r356_byte 4)) (= byte (+ ?x252 r356_byte)))))
(assert
 (let ((?x945 (+ 0 (* 4 (+ 32 (+ (* w357_0 8) (* w357_1 1)))))))
 (and (and (>= w357_0 0) (< w357_0 4)) (and (>= w357_1 0) (< w357_1 8)) (and (>= w357_byte 0) (< w357_byte 4)) (= byte (+ ?x945 w357_byte)))))
(assert
 (>= held_byte 0))
(assert
 (< held_byte 4))
(assert
 (let ((?x252 (+ 0 (* 4 (+ 0 (+ (* r356_0 8) (* r356_1 1)))))))
 (= observed (+ ?x252 held_byte))))
(assert
 (let ((?x775 (+ 0 (* 4 (+ 0 (+ (* s358_0 8) (* s358_1 1)))))))
 (and (and (>= s358_0 0) (< s358_0 16)) (and (>= s358_1 0) (< s358_1 8)) (and (>= s358_byte 0) (< s358_byte 4)) (= observed (+ ?x775 s358_byte)))))
(assert
 (let (($x948 (= (mod (mod (- (div (- byte 0) 4) 32) 8) 1) 0)))
(let (($x217 (< (div (mod (- (div (- byte 0) 4) 32) 8) 1) 8)))
(let (($x503 (and (>= (- (div (- byte 0) 4) 32) 0) (< (div (- (div (- byte 0) 4) 32) 8) 4) $x217 $x948)))
(or (or false) (not $x503))))))
(check-sat)
