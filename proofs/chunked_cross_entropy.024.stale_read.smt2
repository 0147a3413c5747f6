; program chunked_cross_entropy, triton_kernel_wrapper_functional_proxy_1.loss_ptr: stale read (slice_scatter_3 reads slice_scatter_1 vs triton_kernel_wrapper_functional_proxy_1 loss_ptr=slice_13, carried then sizes=(4) strides=(1) offset=4 itemsize=4 then sizes=(16) strides=(1) offset=0 itemsize=4 then sizes=(16) strides=(1) offset=0 itemsize=4 then sizes=(16) strides=(1) offset=0 itemsize=4 then sizes=(4) strides=(1) offset=12 itemsize=4)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r727_byte () Int)
(declare-fun r727_0 () Int)
(declare-fun byte () Int)
(declare-fun w728_byte () Int)
(declare-fun w728_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s729_byte () Int)
(declare-fun s729_0 () Int)
(declare-fun held_byte1 () Int)
(declare-fun carried1 () Int)
(declare-fun s730_byte () Int)
(declare-fun s730_0 () Int)
(declare-fun held_byte2 () Int)
(declare-fun carried2 () Int)
(declare-fun s731_byte () Int)
(declare-fun s731_0 () Int)
(declare-fun held_byte3 () Int)
(declare-fun carried3 () Int)
(declare-fun s732_byte () Int)
(declare-fun s732_0 () Int)
(declare-fun held_byte4 () Int)
(declare-fun carried4 () Int)
(declare-fun s733_byte () Int)
(declare-fun s733_0 () Int)
(declare-fun held_byte5 () Int)
(declare-fun carried5 () Int)
(declare-fun s734_byte () Int)
(declare-fun s734_0 () Int)
(assert
 (let (($x170 (= byte (+ (+ 0 (* 4 (+ 0 (* r727_0 1)))) r727_byte))))
 (and (and (>= r727_0 0) (< r727_0 16)) (and (>= r727_byte 0) (< r727_byte 4)) $x170)))
(assert
 (let (($x149 (= byte (+ (+ 0 (* 4 (+ 4 (* w728_0 1)))) w728_byte))))
 (and (and (>= w728_0 0) (< w728_0 4)) (and (>= w728_byte 0) (< w728_byte 4)) $x149)))
(assert
 (let (($x536 (and (>= (- (div (- byte 0) 4) 4) 0) (< (div (- (div (- byte 0) 4) 4) 1) 4) (= (mod (- (div (- byte 0) 4) 4) 1) 0))))
 (let (($x392 (or false)))
 (or $x392 (not $x536)))))
(assert
 (>= held_byte0 0))
(assert
 (< held_byte0 4))
(assert
 (= carried0 (+ (+ 0 (* 4 (+ 0 (* r727_0 1)))) held_byte0)))
(assert
 (let (($x325 (= carried0 (+ (+ 0 (* 4 (+ 4 (* s729_0 1)))) s729_byte))))
 (and (and (>= s729_0 0) (< s729_0 4)) (and (>= s729_byte 0) (< s729_byte 4)) $x325)))
(assert
 (>= held_byte1 0))
(assert
 (< held_byte1 4))
(assert
 (= carried1 (+ (+ 0 (* 4 (+ 4 (* s729_0 1)))) held_byte1)))
(assert
 (let (($x83 (= carried1 (+ (+ 0 (* 4 (+ 0 (* s730_0 1)))) s730_byte))))
 (and (and (>= s730_0 0) (< s730_0 16)) (and (>= s730_byte 0) (< s730_byte 4)) $x83)))
(assert
 (let (($x468 (and (>= (- (div (- carried1 0) 4) 8) 0) (< (div (- (div (- carried1 0) 4) 8) 1) 4) (= (mod (- (div (- carried1 0) 4) 8) 1) 0))))
 (let (($x392 (or false)))
 (or $x392 (not $x468)))))
(assert
 (>= held_byte2 0))
(assert
 (< held_byte2 4))
(assert
 (= carried2 (+ (+ 0 (* 4 (+ 0 (* s730_0 1)))) held_byte2)))
(assert
 (let (($x183 (= carried2 (+ (+ 0 (* 4 (+ 0 (* s731_0 1)))) s731_byte))))
 (and (and (>= s731_0 0) (< s731_0 16)) (and (>= s731_byte 0) (< s731_byte 4)) $x183)))
(assert
 (let (($x246 (and (>= (- (div (- carried2 0) 4) 8) 0) (< (div (- (div (- carried2 0) 4) 8) 1) 4) (= (mod (- (div (- carried2 0) 4) 8) 1) 0))))
 (let (($x392 (or false)))
 (or $x392 (not $x246)))))
(assert
 (>= held_byte3 0))
(assert
 (< held_byte3 4))
(assert
 (= carried3 (+ (+ 0 (* 4 (+ 0 (* s731_0 1)))) held_byte3)))
(assert
 (let (($x260 (= carried3 (+ (+ 0 (* 4 (+ 0 (* s732_0 1)))) s732_byte))))
 (and (and (>= s732_0 0) (< s732_0 16)) (and (>= s732_byte 0) (< s732_byte 4)) $x260)))
(assert
 (let (($x92 (and (>= (- (div (- carried3 0) 4) 12) 0) (< (div (- (div (- carried3 0) 4) 12) 1) 4) (= (mod (- (div (- carried3 0) 4) 12) 1) 0))))
 (let (($x392 (or false)))
 (or $x392 (not $x92)))))
(assert
 (>= held_byte4 0))
(assert
 (< held_byte4 4))
(assert
 (= carried4 (+ (+ 0 (* 4 (+ 0 (* s732_0 1)))) held_byte4)))
(assert
 (let (($x525 (= carried4 (+ (+ 0 (* 4 (+ 12 (* s733_0 1)))) s733_byte))))
 (and (and (>= s733_0 0) (< s733_0 4)) (and (>= s733_byte 0) (< s733_byte 4)) $x525)))
(assert
 (>= held_byte5 0))
(assert
 (< held_byte5 4))
(assert
 (= carried5 (+ (+ 0 (* 4 (+ 12 (* s733_0 1)))) held_byte5)))
(assert
 (let (($x696 (= carried5 (+ (+ 0 (* 4 (+ 0 (* s734_0 1)))) s734_byte))))
(and (and (>= s734_0 0) (< s734_0 16)) (and (>= s734_byte 0) (< s734_byte 4)) $x696)))
(check-sat)
