; program rotary_keep_unrotated_copy, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (mul reads arg0_1 vs triton_kernel_wrapper_functional_proxy x_ptr=arg0_1, carried then sizes=(8, 8) strides=(8, 1) offset=0 itemsize=4)
; expected: sat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r367_byte () Int)
(declare-fun r367_1 () Int)
(declare-fun r367_0 () Int)
(declare-fun byte () Int)
(declare-fun w368_byte () Int)
(declare-fun w368_1 () Int)
(declare-fun w368_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s369_byte () Int)
(declare-fun s369_1 () Int)
(declare-fun s369_0 () Int)
(declare-fun held_byte1 () Int)
(declare-fun carried1 () Int)
(declare-fun s370_byte () Int)
(declare-fun s370_1 () Int)
(declare-fun s370_0 () Int)
(assert
 (let ((?x515 (+ 0 (* 4 (+ 0 (+ (* r367_0 8) (* r367_1 1)))))))
 (and (and (>= r367_0 0) (< r367_0 8)) (and (>= r367_1 0) (< r367_1 8)) (and (>= r367_byte 0) (< r367_byte 4)) (= byte (+ ?x515 r367_byte)))))
(assert
 (let ((?x583 (+ 0 (* 4 (+ 0 (+ (* w368_0 8) (* w368_1 1)))))))
 (and (and (>= w368_0 0) (< w368_0 8)) (and (>= w368_1 0) (< w368_1 8)) (and (>= w368_byte 0) (< w368_byte 4)) (= byte (+ ?x583 w368_byte)))))
(assert
 (>= held_byte0 0))
(assert
 (< held_byte0 4))
(assert
 (let ((?x515 (+ 0 (* 4 (+ 0 (+ (* r367_0 8) (* r367_1 1)))))))
 (= carried0 (+ ?x515 held_byte0))))
(assert
 (let ((?x242 (+ 0 (* 4 (+ 0 (+ (* s369_0 8) (* s369_1 1)))))))
 (and (and (>= s369_0 0) (< s369_0 8)) (and (>= s369_1 0) (< s369_1 8)) (and (>= s369_byte 0) (< s369_byte 4)) (= carried0 (+ ?x242 s369_byte)))))
(assert
 (>= held_byte1 0))
(assert
 (< held_byte1 4))
(assert
 (let ((?x242 (+ 0 (* 4 (+ 0 (+ (* s369_0 8) (* s369_1 1)))))))
 (= carried1 (+ ?x242 held_byte1))))
(assert
 (let ((?x262 (+ 0 (* 4 (+ 0 (+ (* s370_0 8) (* s370_1 1)))))))
(and (and (>= s370_0 0) (< s370_0 8)) (and (>= s370_1 0) (< s370_1 8)) (and (>= s370_byte 0) (< s370_byte 4)) (= carried1 (+ ?x262 s370_byte)))))
(check-sat)
