; program chunked_cross_entropy, triton_kernel_wrapper_functional_proxy_1.loss_ptr: stale read (slice_scatter_3 reads slice_scatter_1 vs triton_kernel_wrapper_functional_proxy_1 loss_ptr=slice_13, carried then sizes=(4) strides=(1) offset=4 itemsize=4 then sizes=(16) strides=(1) offset=0 itemsize=4 then sizes=(16) strides=(1) offset=0 itemsize=4 then sizes=(16) strides=(1) offset=0 itemsize=4 then sizes=(4) strides=(1) offset=12 itemsize=4)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r775_byte () Int)
(declare-fun r775_0 () Int)
(declare-fun byte () Int)
(declare-fun w776_byte () Int)
(declare-fun w776_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s777_byte () Int)
(declare-fun s777_0 () Int)
(declare-fun held_byte1 () Int)
(declare-fun carried1 () Int)
(declare-fun s778_byte () Int)
(declare-fun s778_0 () Int)
(declare-fun held_byte2 () Int)
(declare-fun carried2 () Int)
(declare-fun s779_byte () Int)
(declare-fun s779_0 () Int)
(declare-fun held_byte3 () Int)
(declare-fun carried3 () Int)
(declare-fun s780_byte () Int)
(declare-fun s780_0 () Int)
(declare-fun held_byte4 () Int)
(declare-fun carried4 () Int)
(declare-fun s781_byte () Int)
(declare-fun s781_0 () Int)
(declare-fun held_byte5 () Int)
(declare-fun carried5 () Int)
(declare-fun s782_byte () Int)
(declare-fun s782_0 () Int)
(assert
 (let (($x598 (= byte (+ (+ 0 (* 4 (+ 0 (* r775_0 1)))) r775_byte))))
 (and (and (>= r775_0 0) (< r775_0 16)) (and (>= r775_byte 0) (< r775_byte 4)) $x598)))
(assert
 (let (($x320 (= byte (+ (+ 0 (* 4 (+ 4 (* w776_0 1)))) w776_byte))))
 (and (and (>= w776_0 0) (< w776_0 4)) (and (>= w776_byte 0) (< w776_byte 4)) $x320)))
(assert
 (let (($x420 (and (>= (- (div (- byte 0) 4) 4) 0) (< (div (- (div (- byte 0) 4) 4) 1) 4) (= (mod (- (div (- byte 0) 4) 4) 1) 0))))
 (let (($x310 (or false)))
 (or $x310 (not $x420)))))
(assert
 (>= held_byte0 0))
(assert
 (< held_byte0 4))
(assert
 (= carried0 (+ (+ 0 (* 4 (+ 0 (* r775_0 1)))) held_byte0)))
(assert
 (let (($x452 (= carried0 (+ (+ 0 (* 4 (+ 4 (* s777_0 1)))) s777_byte))))
 (and (and (>= s777_0 0) (< s777_0 4)) (and (>= s777_byte 0) (< s777_byte 4)) $x452)))
(assert
 (>= held_byte1 0))
(assert
 (< held_byte1 4))
(assert
 (= carried1 (+ (+ 0 (* 4 (+ 4 (* s777_0 1)))) held_byte1)))
(assert
 (let (($x110 (= carried1 (+ (+ 0 (* 4 (+ 0 (* s778_0 1)))) s778_byte))))
 (and (and (>= s778_0 0) (< s778_0 16)) (and (>= s778_byte 0) (< s778_byte 4)) $x110)))
(assert
 (let (($x374 (and (>= (- (div (- carried1 0) 4) 8) 0) (< (div (- (div (- carried1 0) 4) 8) 1) 4) (= (mod (- (div (- carried1 0) 4) 8) 1) 0))))
 (let (($x310 (or false)))
 (or $x310 (not $x374)))))
(assert
 (>= held_byte2 0))
(assert
 (< held_byte2 4))
(assert
 (= carried2 (+ (+ 0 (* 4 (+ 0 (* s778_0 1)))) held_byte2)))
(assert
 (let (($x53 (= carried2 (+ (+ 0 (* 4 (+ 0 (* s779_0 1)))) s779_byte))))
 (and (and (>= s779_0 0) (< s779_0 16)) (and (>= s779_byte 0) (< s779_byte 4)) $x53)))
(assert
 (let (($x589 (and (>= (- (div (- carried2 0) 4) 8) 0) (< (div (- (div (- carried2 0) 4) 8) 1) 4) (= (mod (- (div (- carried2 0) 4) 8) 1) 0))))
 (let (($x310 (or false)))
 (or $x310 (not $x589)))))
(assert
 (>= held_byte3 0))
(assert
 (< held_byte3 4))
(assert
 (= carried3 (+ (+ 0 (* 4 (+ 0 (* s779_0 1)))) held_byte3)))
(assert
 (let (($x298 (= carried3 (+ (+ 0 (* 4 (+ 0 (* s780_0 1)))) s780_byte))))
 (and (and (>= s780_0 0) (< s780_0 16)) (and (>= s780_byte 0) (< s780_byte 4)) $x298)))
(assert
 (let (($x608 (and (>= (- (div (- carried3 0) 4) 12) 0) (< (div (- (div (- carried3 0) 4) 12) 1) 4) (= (mod (- (div (- carried3 0) 4) 12) 1) 0))))
 (let (($x310 (or false)))
 (or $x310 (not $x608)))))
(assert
 (>= held_byte4 0))
(assert
 (< held_byte4 4))
(assert
 (= carried4 (+ (+ 0 (* 4 (+ 0 (* s780_0 1)))) held_byte4)))
(assert
 (let (($x348 (= carried4 (+ (+ 0 (* 4 (+ 12 (* s781_0 1)))) s781_byte))))
 (and (and (>= s781_0 0) (< s781_0 4)) (and (>= s781_byte 0) (< s781_byte 4)) $x348)))
(assert
 (>= held_byte5 0))
(assert
 (< held_byte5 4))
(assert
 (= carried5 (+ (+ 0 (* 4 (+ 12 (* s781_0 1)))) held_byte5)))
(assert
 (let (($x509 (= carried5 (+ (+ 0 (* 4 (+ 0 (* s782_0 1)))) s782_byte))))
(and (and (>= s782_0 0) (< s782_0 16)) (and (>= s782_byte 0) (< s782_byte 4)) $x509)))
(check-sat)
