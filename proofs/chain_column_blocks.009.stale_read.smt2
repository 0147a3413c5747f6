; program chain_column_blocks, triton_kernel_wrapper_functional_proxy_3.x_ptr: stale read (slice_scatter_3 reads slice_scatter_2 vs triton_kernel_wrapper_functional_proxy_3 x_ptr=slice_10, carried)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r591_byte () Int)
(declare-fun r591_1 () Int)
(declare-fun r591_0 () Int)
(declare-fun byte () Int)
(declare-fun w592_byte () Int)
(declare-fun w592_1 () Int)
(declare-fun w592_0 () Int)
(declare-fun held_byte () Int)
(declare-fun observed () Int)
(declare-fun s593_byte () Int)
(declare-fun s593_1 () Int)
(declare-fun s593_0 () Int)
(assert
 (let ((?x623 (+ 0 (* 4 (+ 0 (+ (* r591_0 32) (* r591_1 1)))))))
 (and (and (>= r591_0 0) (< r591_0 8)) (and (>= r591_1 0) (< r591_1 32)) (and (>= r591_byte 0) (< r591_byte 4)) (= byte (+ ?x623 r591_byte)))))
(assert
 (let ((?x1032 (+ 0 (* 4 (+ 24 (+ (* w592_0 32) (* w592_1 1)))))))
 (and (and (>= w592_0 0) (< w592_0 8)) (and (>= w592_1 0) (< w592_1 8)) (and (>= w592_byte 0) (< w592_byte 4)) (= byte (+ ?x1032 w592_byte)))))
(assert
 (>= held_byte 0))
(assert
 (< held_byte 4))
(assert
 (let ((?x623 (+ 0 (* 4 (+ 0 (+ (* r591_0 32) (* r591_1 1)))))))
 (= observed (+ ?x623 held_byte))))
(assert
 (let ((?x1181 (+ 0 (* 4 (+ 0 (+ (* s593_0 32) (* s593_1 1)))))))
 (and (and (>= s593_0 0) (< s593_0 8)) (and (>= s593_1 0) (< s593_1 32)) (and (>= s593_byte 0) (< s593_byte 4)) (= observed (+ ?x1181 s593_byte)))))
(assert
 (let (($x1306 (= (mod (mod (- (div (- byte 0) 4) 24) 32) 1) 0)))
(let (($x1414 (< (div (mod (- (div (- byte 0) 4) 24) 32) 1) 8)))
(let (($x1186 (and (>= (- (div (- byte 0) 4) 24) 0) (< (div (- (div (- byte 0) 4) 24) 32) 8) $x1414 $x1306)))
(or (or false) (not $x1186))))))
(check-sat)
