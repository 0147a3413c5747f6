; program softmax_two_heads, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (slice_scatter reads arg0_1 vs triton_kernel_wrapper_functional_proxy x_ptr=slice_1, carried)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r471_byte () Int)
(declare-fun r471_1 () Int)
(declare-fun r471_0 () Int)
(declare-fun byte () Int)
(declare-fun w472_byte () Int)
(declare-fun w472_1 () Int)
(declare-fun w472_0 () Int)
(declare-fun held_byte () Int)
(declare-fun observed () Int)
(declare-fun s473_byte () Int)
(declare-fun s473_1 () Int)
(declare-fun s473_0 () Int)
(assert
 (let ((?x753 (+ 0 (* 4 (+ 0 (+ (* r471_0 32) (* r471_1 1)))))))
 (and (and (>= r471_0 0) (< r471_0 8)) (and (>= r471_1 0) (< r471_1 32)) (and (>= r471_byte 0) (< r471_byte 4)) (= byte (+ ?x753 r471_byte)))))
(assert
 (let ((?x320 (+ 0 (* 4 (+ 0 (+ (* w472_0 32) (* w472_1 1)))))))
 (and (and (>= w472_0 0) (< w472_0 8)) (and (>= w472_1 0) (< w472_1 16)) (and (>= w472_byte 0) (< w472_byte 4)) (= byte (+ ?x320 w472_byte)))))
(assert
 (>= held_byte 0))
(assert
 (< held_byte 4))
(assert
 (let ((?x753 (+ 0 (* 4 (+ 0 (+ (* r471_0 32) (* r471_1 1)))))))
 (= observed (+ ?x753 held_byte))))
(assert
 (let ((?x777 (+ 0 (* 4 (+ 16 (+ (* s473_0 32) (* s473_1 1)))))))
 (and (and (>= s473_0 0) (< s473_0 8)) (and (>= s473_1 0) (< s473_1 16)) (and (>= s473_byte 0) (< s473_byte 4)) (= observed (+ ?x777 s473_byte)))))
(assert
 (let (($x1274 (= (mod (mod (- (div (- byte 0) 4) 0) 32) 1) 0)))
(let (($x342 (< (div (mod (- (div (- byte 0) 4) 0) 32) 1) 16)))
(let (($x873 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 32) 8) $x342 $x1274)))
(or (or false) (not $x873))))))
(check-sat)
